/**
 * The port that checks an Instagram username and password when a user links Instagram, and the
 * sandbox's: it accepts any pair except a password of 'wrong'.
 */
export interface InstagramVerifier {
  verify(username: string, password: string): Promise<boolean>;
}

export const sandboxInstagram: InstagramVerifier = {
  async verify(username, password) {
    return username.trim().length > 0 && password !== 'wrong';
  },
};
