export { CarGallery, type CarGalleryProps } from "./CarGallery";
export { carGalleryLabels } from "./labels";
export * from "./constants";
export {
  availableModes,
  carGalleryModes,
  type CarGalleryImage,
  type CarGalleryLabels,
  type CarGalleryMedia,
  type CarGalleryMode,
} from "./types";
