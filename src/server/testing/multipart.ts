/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipart(
  data: Buffer,
  filename = "photo.png",
  contentType = "image/png",
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----june${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
