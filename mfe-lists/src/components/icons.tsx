import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/** The outline style every icon here shares; decorative, so hidden from assistive tech. */
function StrokeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      {children}
    </svg>
  );
}

export function TrashIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
    </StrokeIcon>
  );
}

export function PagesIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M7 3h7l5 5v12a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </StrokeIcon>
  );
}

export function PublisherIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 21V8l8-5 8 5v13M9 21v-6h6v6M3 21h18" />
    </StrokeIcon>
  );
}

export function CalendarIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </StrokeIcon>
  );
}

export function SortIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M7 4v16M3.5 16.5 7 20l3.5-3.5M12 6h8M12 11h6M12 16h4" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={className}>
      <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
    </svg>
  );
}

export function OpenBookIcon({ className = 'h-10 w-10' }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d="M24 12c-4-3-10-4-18-3v28c8-1 14 0 18 3 4-3 10-4 18-3V9c-8-1-14 0-18 3z" />
      <path d="M24 12v28" />
    </svg>
  );
}

export function DownloadIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </StrokeIcon>
  );
}

export function UploadIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 15V4M7 9l5-5 5 5M5 20h14" />
    </StrokeIcon>
  );
}

export function WarningIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 4 2.5 20h19L12 4zM12 10v4M12 17.5v.01" />
    </StrokeIcon>
  );
}
