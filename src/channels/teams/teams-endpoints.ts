/** Where proactive messages go for a conversation the bot has not heard from yet. */
export const DEFAULT_TEAMS_SERVICE_URL = "https://smba.trafficmanager.net/teams/";

/** The Entra ID authority that issues the bot's tokens. */
export const DEFAULT_TEAMS_AUTHORITY = "https://login.microsoftonline.com";
