import "react";

/**
 * WebMCP's declarative attributes (issue 31): a form an agent may fill and submit as a tool
 * (`toolname`, `tooldescription`), and what each of its fields means (`toolparamdescription`).
 * Browsers without WebMCP ignore them.
 */
declare module "react" {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
