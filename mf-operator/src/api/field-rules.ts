/** The console's form rules that more than one page uses (yup; its pages are lazy chunks). */
import { number } from 'yup';
import { t } from '../messages';

/** An account's id: a whole number above 0, as the API's ids are. */
export const accountIdField = () =>
  number()
    .typeError(() => t('accountIdRequired'))
    .required(() => t('accountIdRequired'))
    .integer(() => t('accountIdRequired'))
    .positive(() => t('accountIdRequired'));
