import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

interface Values {
  email: string;
}

const refusesEmpty: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.email === ''
    ? { values: {}, errors: { email: { type: 'required', message: 'Email is required' } } }
    : { values, errors: {} };

const options = { fields: {}, shouldUseNativeValidation: false } as const;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('downloads the rules once, at the first check, and checks with them', async () => {
  const load = jest.fn(() => Promise.resolve(refusesEmpty));
  const resolver = lazyResolver(load);
  expect(load).not.toHaveBeenCalled();

  expect((await resolver({ email: '' }, undefined, options)).errors).toEqual({
    email: { type: 'required', message: 'Email is required' },
  });
  expect((await resolver({ email: 'a@b.co' }, undefined, options)).errors).toEqual({});
  expect(load).toHaveBeenCalledTimes(1);
});

it('rules that could not be downloaded leave the form to the server, and are asked for again at the next check', async () => {
  const load = jest
    .fn<Promise<Resolver<Values>>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(refusesEmpty);
  const resolver = lazyResolver(load);

  // The form still sends: the server checks every field again.
  expect(await resolver({ email: '' }, undefined, options)).toEqual({ values: { email: '' }, errors: {} });
  // The connection is back: the next check has the rules.
  expect((await resolver({ email: '' }, undefined, options)).errors).toHaveProperty('email');
  expect(load).toHaveBeenCalledTimes(2);
});
