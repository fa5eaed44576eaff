import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

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

export function ScrollToTop() {
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion() ?? false;

  return (
    // under the drawers and dialogs (z-index 200): never drawn over the open cart; the footer
    // keeps its text clear of it (main-layout.module.css .footerRow: size and offset below)
    <Affix position={{ bottom: 20, right: 20 }} zIndex={190}>
      <Transition transition="slide-up" mounted={scroll.y > THRESHOLD_PX}>
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
