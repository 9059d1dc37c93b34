// The text catalogue (domain/texts/index.ts): signing in and out.
import { LOGIN_THROTTLE } from "../site/login";

export const auth = {
  loginTitle: "Logga in",
  loginIntro: "Inloggningen är bara för stallets administratör.",
  email: "E-postadress",
  password: "Lösenord",
  submit: "Logga in",
  failed: "Fel e-postadress eller lösenord.",
  throttled: `För många misslyckade inloggningar. Vänta ${LOGIN_THROTTLE.windowMinutes}\u00a0minuter och försök igen.`,
  logout: "Logga ut",
  logoutEverywhere: "Logga ut överallt",
  signedInAs: (email: string) => `Inloggad som ${email}`,
  adminHome: "Administration",
  adminBar: "Administratörsmeny",
} as const;
