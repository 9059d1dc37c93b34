// The text catalogue (domain/texts/index.ts): the administrators' own accounts.
import { INVITATION_HOURS, PASSWORD_RULES } from "../site/accounts";

/** Passwords, as every form and the server's commands word their rules (data/users.ts). */
export const passwords = {
  short: `Lösenordet måste ha minst ${PASSWORD_RULES.minLength} tecken.`,
  long: `Lösenordet får ha högst ${PASSWORD_RULES.maxLength} tecken.`,
  badEmail: (email: string) => `Ogiltig e-postadress: ${email}`,
  rule: `Minst ${PASSWORD_RULES.minLength} tecken. Ett långt lösenord av några vanliga ord är lätt att minnas och svårt att gissa.`,
} as const;

/** The admin's pages for the administrators: the own password, and inviting a second administrator. */
export const accounts = {
  password: {
    title: "Byt lösenord",
    intro:
      "Ange ditt nuvarande lösenord och det nya två gånger. Alla dina andra inloggningar avslutas; den här fortsätter.",
    current: "Nuvarande lösenord",
    next: "Nytt lösenord",
    repeat: "Nytt lösenord igen",
    submit: "Byt lösenord",
    wrongCurrent: "Det nuvarande lösenordet stämmer inte.",
    mismatch: "De två nya lösenorden är inte lika.",
    same: "Det nya lösenordet är samma som det nuvarande.",
    done: "Lösenordet är bytt. Dina andra inloggningar är avslutade.",
  },
  administrators: {
    title: "Administratörer",
    intro: `Ett stuteri har ofta två ägare. Bjud in en till administratör: du får en länk att skicka till personen, som gäller i ${INVITATION_HOURS}\u00a0timmar och kan användas en gång. Där väljer personen sitt lösenord.`,
    listTitle: "De som kan logga in",
    you: (email: string) => `${email} (du)`,
    inviteTitle: "Bjud in en administratör",
    email: "E-postadress",
    invite: "Skapa inbjudningslänk",
    exists: (email: string) => `${email} är redan administratör.`,
    invited: (email: string) =>
      `Inbjudan till ${email} är skapad. Kopiera länken och skicka den till personen; den visas bara nu.`,
    link: "Inbjudningslänk",
    expires: (when: string) => `Gäller till ${when}.`,
    pendingTitle: "Inbjudningar som väntar",
    pending: (email: string, when: string) => `${email}, gäller till ${when}`,
    revoke: "Dra tillbaka",
    revokeLabel: (email: string) => `Dra tillbaka inbjudan till ${email}`,
    revoked: "Inbjudan är tillbakadragen: länken gäller inte längre.",
    notFound: "Den inbjudan finns inte.",
    passwordLink: "Byt ditt eget lösenord",
  },
} as const;

/** The invited person's page (`/login/invite/{token}`): choosing a password and signing in. */
export const invitation = {
  title: "Bli administratör",
  intro: (email: string) =>
    `Du är inbjuden som administratör för stuteriet med e-postadressen ${email}. Välj ett lösenord.`,
  password: "Lösenord",
  repeat: "Lösenord igen",
  submit: "Spara lösenordet och logga in",
  mismatch: "De två lösenorden är inte lika.",
  invalidTitle: "Länken gäller inte",
  invalid: `Inbjudningslänken gäller inte längre: den har redan använts, dragits tillbaka eller är äldre än ${INVITATION_HOURS}\u00a0timmar. Be den som bjöd in dig om en ny.`,
  exists: "Det finns redan en administratör med den e-postadressen. Logga in i stället.",
} as const;
