/**
 * A react-hook-form resolver whose schema is downloaded the first time the form is checked. The
 * schemas are yup's (docs/areas.md, "Writing to the server and building a form"), and yup with its
 * resolver weighs about 12 kB gzipped: loaded with an area's first page (the wallet's, the add-link
 * page), its first visit would pass its 35 kB budget. Loaded here, it is fetched at the first
 * keystroke or submit, once.
 *
 *   const resolver = lazyResolver(() => import('./mpesa-schema').then((module) => module.mpesaResolver));
 *   useForm({ resolver, mode: 'all' });
 *
 * Create it once, at module level: each call loads (and keeps) its own copy of the promise.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
