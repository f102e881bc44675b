/**
 * How this page ends a session that ended on its own (the refresh was refused). The mounted
 * logout hook registers the app's logout (clear caches, go to `/`); without one, a plain page
 * load of `/` does it.
 */
type SessionEndHandler = () => void | Promise<void>;

const handlers: SessionEndHandler[] = [];

/** Registers a handler; the most recent one runs. Returns the unregistration. */
export function onSessionEnd(handler: SessionEndHandler): () => void {
  handlers.push(handler);
  return () => {
    const index = handlers.lastIndexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
  };
}

export function runSessionEnd() {
  const handler = handlers.at(-1);
  if (handler) void handler();
  else if (typeof window !== 'undefined') window.location.assign('/');
}
