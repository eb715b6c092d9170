// The few parts of @20minutes/s3rver (a test-only dependency without its own types) that tests use.
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
