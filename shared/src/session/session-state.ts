/** What a session holds (session-store.ts keeps the page's; session-scope.ts a parcel's). */
export type UserType = 'consumer' | 'producer';

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  sessionId: string | null;
  userType: UserType | null;
  referralId: string | null;
  /** Spec 000 §3: "A user-verified flag exists in the session state, initial value true." */
  isVerified: boolean;
}
