/** A human (or a program acting for one) on some surface. */
export interface Responder {
  surface: string;
  userId?: string;
}
