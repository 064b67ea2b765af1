import { avatarSrcSet } from "#api/contract/account";
import { initialsOf, localAvatar } from "~/components/community/member-format";

const sizes = {
  sm: { box: "size-10 text-sm", pixels: 40 },
  md: { box: "size-14 text-xl", pixels: 56 },
  lg: { box: "size-24 text-3xl", pixels: 96 },
} as const;

/** A member's picture, or their initials on the accent tint; decorative, as the name is always beside it. */
export function MemberAvatar({ name, avatarUrl, size = "sm" }: { name: string; avatarUrl: string | null; size?: keyof typeof sizes }) {
  const { box, pixels } = sizes[size];
  const src = localAvatar(avatarUrl);
  if (src) {
    // An uploaded avatar comes in three sizes: the browser picks by the box and the screen's density.
    const srcSet = avatarSrcSet(src) ?? undefined;
    return (
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? `${pixels}px` : undefined}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-display font-semibold text-accent`}>
      {initialsOf(name)}
    </span>
  );
}
