/** The store setting as it may be logged: a database URL's password is replaced. */
export function withoutPassword(db: string): string {
  if (!URL.canParse(db)) return db;
  const url = new URL(db);
  if (url.password === "") return db;
  url.password = "***";
  return url.toString();
}
