import { describe, expect, it } from "vitest";
import { NOT_UTF8, readCsvFile, TOO_BIG } from "./read-csv-file";

describe("reading a chosen CSV file", () => {
  it("reads UTF-8, dropping the byte-order mark", async () => {
    const file = new File(["\uFEFFname\nZoë Moreau\n"], "guests.csv", { type: "text/csv" });
    expect(await readCsvFile(file)).toEqual({ csv: "name\nZoë Moreau\n" });
  });

  it("refuses a Latin-1 file with the server's message", async () => {
    const latin1 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0x6f, 0xeb]); // "name\nZoë"
    expect(await readCsvFile(new File([latin1], "guests.csv"))).toEqual({ error: NOT_UTF8 });
  });

  it("refuses a file over 2 MB before reading it", async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.csv");
    expect(await readCsvFile(big)).toEqual({ error: TOO_BIG });
    expect(TOO_BIG).toBe("The file is over 2 MB; split it into smaller files.");
  });
});
