/** One domain's failures by code: each code's message, fixed or built from the details it names. */
export type ErrorMessages = Readonly<Record<string, string | ((...details: string[]) => string)>>;

/** What a code's message needs besides the code: the details it names, or nothing. */
export type ErrorDetails<Messages extends ErrorMessages, Code extends keyof Messages> = Code extends keyof Messages
  ? Messages[Code] extends (...details: infer Details) => string
    ? Details
    : []
  : never;

/** The words a person reads for a code of one domain's table. */
export function errorMessage<Messages extends ErrorMessages, Code extends keyof Messages>(
  messages: Messages,
  code: Code,
  ...details: ErrorDetails<Messages, Code>
): string {
  // Code is a key of the table, so its entry is there; ErrorDetails ties the details to the code.
  const message = messages[code] as string | ((...details: string[]) => string);
  return typeof message === 'string' ? message : message(...(details as string[]));
}

/**
 * A failure named by one domain's own code. The message comes from that domain's table, so the words a person
 * reads live in one place; the api alone decides what each code means on the wire (REST status, GraphQL code).
 */
export abstract class DomainError<Domain extends string, Code extends string> extends Error {
  constructor(
    readonly domain: Domain,
    readonly code: Code,
    message: string,
    /** The input field the failure is about: forms show the message by that field. */
    field?: string,
  ) {
    super(message);
    this.name = new.target.name;
    this.fields = field === undefined ? undefined : { [field]: message };
  }

  /** The message keyed by the field it is about, as validation errors list theirs. */
  readonly fields: Record<string, string> | undefined;
}

/** The exhaustiveness check of a switch over codes: a new code that no case handles fails to compile here. */
export function unhandledCode(code: never): never {
  throw new Error(`Unhandled error code: ${String(code)}`);
}

/**
 * The error class of one domain from its tables: each code's message, and the form field a code is about. Every
 * domain builds its errors this one way, so a new domain writes only its tables.
 */
export function domainErrorClass<Domain extends string, Messages extends ErrorMessages>(
  domain: Domain,
  messages: Messages,
  fields: Partial<Record<keyof Messages, string>> = {},
) {
  return class<Code extends keyof Messages & string = keyof Messages & string> extends DomainError<Domain, Code> {
    constructor(code: Code, ...details: ErrorDetails<Messages, Code>) {
      super(domain, code, errorMessage(messages, code, ...details), fields[code]);
    }
  };
}
