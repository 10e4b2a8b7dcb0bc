// The first script of the shell's HTML (webpack-preset.mjs `inlineFirst`): a page's start
// scripts first, then the start-up files, before the parser has gone further.
import { addStartScripts, preloadStartupFiles } from './start-scripts';

addStartScripts();
preloadStartupFiles();
