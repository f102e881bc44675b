import type { MouseEvent } from 'react';

/**
 * A click on a modal `<dialog>`'s dimmed backdrop reaches the dialog element itself, at a point
 * outside its box (a click on its own padding is inside the box and keeps it open).
 */
export function tappedBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  const dialog = event.currentTarget;
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}
