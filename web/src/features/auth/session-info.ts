/** Browser-kept session info (product.md § Session in the browser): a hint shared across tabs, never the authority. */
export type SessionInfo = { isAuthenticated: boolean; userId: number | null; timestamp: number };

export const SESSION_INFO_KEY = "coinfolio.session";
export const SESSION_INFO_LIFETIME_MS = 30 * 60 * 1000;

export function readSessionInfo(now = Date.now()): SessionInfo | null {
  try {
    const raw = localStorage.getItem(SESSION_INFO_KEY);
    if (!raw) return null;
    const info = JSON.parse(raw) as SessionInfo;
    return now - info.timestamp < SESSION_INFO_LIFETIME_MS ? info : null;
  } catch {
    return null;
  }
}

export function writeSessionInfo(userId: number | null) {
  const info: SessionInfo = { isAuthenticated: userId !== null, userId, timestamp: Date.now() };
  try {
    localStorage.setItem(SESSION_INFO_KEY, JSON.stringify(info));
  } catch {
    // Private mode or a full quota: the session still works, only cross-tab hints are lost.
  }
}

export function clearSessionInfo() {
  try {
    localStorage.removeItem(SESSION_INFO_KEY);
  } catch {
    // See writeSessionInfo.
  }
}

/** Where the browser remembers that this user pressed Get Started. */
export const welcomeKey = (userId: number) => `coinfolio.welcomed.${userId}`;
export const hasSeenWelcome = (userId: number) => {
  try {
    return localStorage.getItem(welcomeKey(userId)) === "1";
  } catch {
    return true;
  }
};
export const markWelcomeSeen = (userId: number) => {
  try {
    localStorage.setItem(welcomeKey(userId), "1");
  } catch {
    // See writeSessionInfo.
  }
};
