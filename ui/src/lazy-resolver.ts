/**
 * A react-hook-form resolver whose schema is downloaded the first time the form is checked. The
 * schemas are yup's (docs/areas.md, "Writing to the server and building a form"), and yup with its
 * resolver weighs about 12 kB gzipped: loaded with an area's first page (the sign-in form, the
 * wallet's, the add-link page), it would delay the form or pass the area's 35 kB budget. Loaded
 * here, it is fetched at the first keystroke or submit, once.
 *
 *   const resolver = lazyResolver(() => import('./mpesa-schema').then((module) => module.mpesaResolver));
 *   useForm({ resolver, mode: 'all' });
 *
 * Create it once, at module level: each call loads (and keeps) its own copy of the promise.
 *
 * When the schema cannot be downloaded (a connection that dropped), the form is checked by the
 * server alone, which checks every field again and names the one it refuses; the next check asks
 * for the schema again. A form never stops sending because its rules did not arrive.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    let resolver: Resolver<Values>;
    try {
      resolver = await loading;
    } catch (error) {
      loading = undefined;
      console.warn('[forms] the form rules could not be downloaded; the server checks this form alone', error);
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}
