/**
 * A task's action and title inside a server sentence, in each language: 'Likes' and 'YouTube
 * Likes' in English (as the server has always written them), 'kupenda' and 'Kupenda YouTube' in
 * Kiswahili — the browser's words for the same task (shared format catalog), so an alert or a
 * statement line names it as the page beside it does.
 */
import { ActionTypeSchema, type ActionType, type Platform } from '@engage/shared/contract/common';
import swahiliFormatWords from '@engage/shared/format/messages.sw';
import { PLATFORM_LABELS, taskTitle, taskTitleParts } from '@engage/shared/format/platform-links';
import { ACTION_WORDS } from '@engage/shared/format/task-title';
import { interpolate } from '@engage/shared/i18n/translate';
import type { InEachLanguage } from './messages';

const swahiliWord = (actionType: ActionType) =>
  swahiliFormatWords[ACTION_WORDS[taskTitleParts('youtube', actionType).action]];

const ACTION_TYPES: readonly string[] = ActionTypeSchema.anyOf.map((member) => member.const);

/**
 * `'Likes'` → `{ en: 'Likes', sw: 'kupenda' }`: lower case, as the word sits inside a sentence.
 * A word that is not an action type (an old stored row) is left as it is.
 */
export function actionWord(actionType: string): InEachLanguage {
  if (!ACTION_TYPES.includes(actionType)) return { en: actionType, sw: actionType };
  return { en: actionType, sw: swahiliWord(actionType as ActionType).toLowerCase() };
}

/** `['Views', 'Likes']` → 'Views, Likes' / 'kutazama, kupenda'. */
export function actionWords(actionTypes: readonly ActionType[]): InEachLanguage {
  return {
    en: actionTypes.join(', '),
    sw: actionTypes.map((actionType) => actionWord(actionType).sw).join(', '),
  };
}

/** `('twitter', 'Likes')` → `{ en: 'Post Likes', sw: 'Kupenda chapisho' }`. */
export function taskTitleWords(platform: Platform, actionType: ActionType): InEachLanguage {
  const { onPost } = taskTitleParts(platform, actionType);
  return {
    en: taskTitle(platform, actionType),
    sw: interpolate(swahiliFormatWords.taskTitle, {
      subject: onPost ? swahiliFormatWords.titlePost : PLATFORM_LABELS[platform],
      action: swahiliWord(actionType),
    }),
  };
}
