// A start script (webpack-preset.mjs `startScripts`): the HTML's first script adds it on the feed's page
// for a signed-in user, so no other page downloads it.
import { showFeedPicture } from '../feed-picture/feed-picture';

showFeedPicture();
