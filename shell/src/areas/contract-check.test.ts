import { contractProblem } from './contract-check';

const host = { shared: '0.1.0', events: ['alerts:new', 'unread:set'], apiRoutes: ['alerts', 'withdraw'] };
const built = { shared: '0.1.0', events: ['alerts:new'], apiRoutes: ['alerts'] };

describe('contractProblem', () => {
  it('lets an area built with a newer compatible @engage/shared run in an older shell', () => {
    expect(contractProblem(built, host)).toBeNull();
    expect(contractProblem({ ...built, shared: '0.1.7' }, host)).toBeNull();
    expect(contractProblem({ ...built, shared: '2.4.0' }, { ...host, shared: '2.0.1' })).toBeNull();
  });

  it('refuses an area built on another compatibility line of @engage/shared', () => {
    expect(contractProblem({ ...built, shared: '0.2.0' }, host)).toBe(
      'it was built with @engage/shared 0.2.0; this app runs 0.1.0',
    );
    expect(contractProblem({ ...built, shared: '3.0.0' }, { ...host, shared: '2.9.0' })).toBe(
      'it was built with @engage/shared 3.0.0; this app runs 2.9.0',
    );
  });

  it('refuses an area that uses events or API routes this shell does not know', () => {
    expect(contractProblem({ ...built, events: ['alerts:new', 'wallet:paid'] }, host)).toBe(
      'it uses events this app does not know: wallet:paid',
    );
    expect(contractProblem({ ...built, apiRoutes: ['alerts', 'walletExport'] }, host)).toBe(
      'it calls API routes this app does not know: walletExport',
    );
  });

  it('refuses an area that does not say what it was built against', () => {
    expect(contractProblem(undefined, host)).toBe('it does not say which version of engage it was built for');
    expect(contractProblem({ shared: '0.1.0' }, host)).toBe('it does not say which version of engage it was built for');
  });

  it('checks against this shell by default: its shared version, bus events and route table', () => {
    expect(contractProblem({ shared: '0.0.0', events: ['alerts:new'], apiRoutes: ['withdraw'] })).toBeNull();
    expect(contractProblem({ shared: '0.0.0', events: ['nope:nope'], apiRoutes: [] })).toBe(
      'it uses events this app does not know: nope:nope',
    );
  });
});
