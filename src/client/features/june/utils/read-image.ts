import { JUNE_MAX_IMAGE_BYTES } from "@shared/schemas/june";

/** Reads an image file as a data URL (spec section 5: any image type). Rejects other files and > 5 MB. */
export function readImage(file: File): Promise<string> {
  if (!file.type.startsWith("image/"))
    return Promise.reject(new Error("Attach an image file (JPG, PNG, HEIC…)."));
  if (file.size > JUNE_MAX_IMAGE_BYTES) return Promise.reject(new Error("Images can be up to 5 MB."));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(new Error("We couldn't read that image. Try another one."));
    reader.readAsDataURL(file);
  });
}
