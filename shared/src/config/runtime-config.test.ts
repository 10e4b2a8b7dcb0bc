import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:4000/api/',
  wsBaseUrl: 'ws://localhost:4000',
  remotes: { mf_feed: 'http://localhost:3002/mf-manifest.json' },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names the field that is wrong', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: 'http://localhost:4000/api' })).toThrow(
      'apiBaseUrl must be a URL ending in "/"',
    );
    expect(() => parseRuntimeConfig({ ...valid, remotes: { mf_feed: 3002 } })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(null)).toThrow('must be a JSON object');
  });
});
