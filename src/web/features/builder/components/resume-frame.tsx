import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';

/** What the preview step does with the frame: print the resume alone. */
export interface ResumeFrameHandle {
  print: () => void;
}

/**
 * The built resume as the layout's own page, in a frame as tall as the page (measured on load, when its fonts
 * are ready and when the frame's width changes), so the screen scrolls, never the frame. Sandboxed with no
 * scripts: same-origin only so the height can be read, modals only so `print()` may open the print dialog,
 * where the page's own print styles apply and nothing of the app around it prints (platform spec §7).
 */
export function ResumeFrame({
  html,
  title,
  ref,
}: {
  html: string;
  title: string;
  ref?: Ref<ResumeFrameHandle>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(800);
  const measure = useCallback(() => {
    const page = frame.current?.contentDocument?.documentElement;
    if (page && page.scrollHeight > 0) setHeight(Math.ceil(page.scrollHeight));
  }, []);

  useImperativeHandle(ref, () => ({ print: () => frame.current?.contentWindow?.print() }), []);

  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={html}
      sandbox="allow-same-origin allow-modals"
      data-builder-print
      style={{ height }}
      className="block w-full rounded-md border bg-white"
      onLoad={() => {
        measure();
        void frame.current?.contentDocument?.fonts?.ready.then(measure);
      }}
    />
  );
}
