// Sign-in limits: shared by the session store (server) and the texts that state them (browser).

/** Sign-in throttling: this many failures within the window lock the e-mail / the address. */
export const LOGIN_THROTTLE = { windowMinutes: 15, perEmail: 5, perIp: 20 } as const;
