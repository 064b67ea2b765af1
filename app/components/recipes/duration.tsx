import { isoDuration } from "~/components/recipes/iso-duration";
import { durationText } from "./duration-text";

/** "45 min", "2 h", "1 h 30 min", machine-readable as an ISO 8601 duration. */
export function Duration({ minutes }: { minutes: number }) {
  return <time dateTime={isoDuration(minutes)}>{durationText(minutes)}</time>;
}
