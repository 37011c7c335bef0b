/** This UI's surface name in answers and messages. */
export const SURFACE = "web";
