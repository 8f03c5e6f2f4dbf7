/**
 * A failure named by one domain's own code. The message comes from that domain's table, so the words a person
 * reads live in one place; the api alone decides what each code means on the wire (REST status, GraphQL code).
 */
export abstract class DomainError<Domain extends string, Code extends string> extends Error {
  constructor(
    readonly domain: Domain,
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The exhaustiveness check of a switch over codes: a new code that no case handles fails to compile here. */
export function unhandledCode(code: never): never {
  throw new Error(`Unhandled error code: ${String(code)}`);
}
