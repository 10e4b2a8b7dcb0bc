import { loadedFiles } from './register';

it("hands the worker the page's scripts, styles, config and manifests, never an API call, each once", () => {
  const files = loadedFiles([
    { name: 'http://localhost:3000/config.json' },
    { name: 'http://localhost:3001/mf-manifest.json' },
    { name: 'http://localhost:3001/remoteEntry.js' },
    { name: 'http://localhost:3001/__federation_expose_App.ca45085a.js' },
    { name: 'http://localhost:3001/__federation_expose_App.ca45085a.css' },
    { name: 'http://localhost:3001/remoteEntry.js' },
    { name: 'http://localhost:4000/all/?page=1' },
    { name: 'http://localhost:4000/users/profile-details/' },
    { name: 'http://localhost:3000/icon.png' },
  ]);
  expect(files).toEqual([
    'http://localhost:3000/config.json',
    'http://localhost:3001/mf-manifest.json',
    'http://localhost:3001/remoteEntry.js',
    'http://localhost:3001/__federation_expose_App.ca45085a.js',
    'http://localhost:3001/__federation_expose_App.ca45085a.css',
  ]);
});
