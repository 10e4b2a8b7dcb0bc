/**
 * Every text the notifications page shows, spec 000 texts verbatim (§2 "Notifications page",
 * §8 "Notification delete", typo 'occured' included). Components read them through `t`.
 */
import { defineMessages } from '@engage/shared/i18n/translate';

export const en = {
  pageTitle: 'Alerts',
  tabsLabel: 'Notifications',
  listLabel: 'Notifications',
  // Spec 000 §2 "Tabs All and Unread, a Clear all button, empty message".
  tabAll: 'All',
  tabUnread: 'Unread',
  clearAll: 'Clear all',
  empty: 'Notifications will appear here.',
  retry: 'Retry',
  unread: 'Unread',
  deleteOne: 'Delete notification: {title}',
  clearAllTitle: 'Clear all notifications?',
  clearAllMessage: 'Every notification will be deleted. This cannot be undone.',
  cancel: 'Cancel',
  // Spec 000 §8 "Notification delete: 'Deleting...', 'Notification deleted successfully!',
  // 'An error occured, kindly try again'; clear all: 'Notifications deleted successfully!'".
  deleting: 'Deleting...',
  deleted: 'Notification deleted successfully!',
  clearedAll: 'Notifications deleted successfully!',
  failed: 'An error occured, kindly try again',
};

export const t = defineMessages({ en, sw: () => import('./messages.sw') });
