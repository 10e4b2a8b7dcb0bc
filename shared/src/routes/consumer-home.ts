/**
 * The feed, a signed-in consumer's home (`paths.consumerHome`). In a module of its own: the shell's
 * first inline script needs this one path, and a bundler cannot take one key out of the route table.
 */
export const consumerHome = '/consumer';
