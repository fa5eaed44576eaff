import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useMounted, useReducedMotion } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const DURATION_MS = 200; // spec §2
const THRESHOLD_PX = 1; // spec §9

/** Scrolls to the top over a fixed duration (the native smooth scroll has no duration). */
const scrollToTop = (durationMs: number, reduceMotion: boolean) => {
  const start = window.scrollY;
  if (reduceMotion || start <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
};

/**
 * Whether the page is scrolled past `threshold` px. Read on scroll and once in the first frame
 * after mounting, not in the mount itself: reading the scroll forces the page's layout, and in
 * the commit that hydrates a server-rendered page (issue 34) it added that layout (~6 ms at 1×,
 * hotel results) to the longest task; in the frame, the layout is the one the frame does anyway.
 * A state that changes only when the threshold is crossed, not on every scroll event.
 */
function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > threshold);
    const frame = requestAnimationFrame(read);
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, [threshold]);
  return past;
}

/** The button, at the page's foot corner: it slides in when `shown`, from its own first render. */
function TopButton({ shown }: { shown: boolean }) {
  const reduceMotion = useReducedMotion() ?? false;
  // mounted hidden, then shown: the first appearance slides in like the next ones
  const entered = useMounted();

  return (
    // under the drawers and dialogs (z-index 200): never drawn over the open cart; the footer
    // keeps its text clear of it (main-layout.module.css .footerRow: size and offset below)
    <Affix position={{ bottom: 20, right: 20 }} zIndex={190}>
      <Transition transition="slide-up" mounted={shown && entered}>
        {(style) => (
          <ActionIcon
            style={style}
            size={48}
            radius="xl"
            variant="filled"
            aria-label="Volver arriba"
            onClick={() => scrollToTop(DURATION_MS, reduceMotion)}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}

/**
 * spec §2: 'Volver arriba' once the page is scrolled. Nothing of it is mounted before the page
 * is first scrolled: its portal mounts in a layout effect, and in the commit that hydrates a
 * server-rendered page (issue 34) that update made React re-render and run every effect of the
 * page in the same task, the longest after the first paint.
 */
export function ScrollToTop() {
  const scrolled = useScrolledPast(THRESHOLD_PX);
  const [used, setUsed] = useState(false);
  if (scrolled && !used) setUsed(true);
  return used ? <TopButton shown={scrolled} /> : null;
}
