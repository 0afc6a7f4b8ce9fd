import { IconBase, type IconProps } from './Icon.tsx';

// The icons of the frame and of the first pages (navigation, header, checkbox): one
// module, part of every first visit. An icon only later pages draw gets a module of its own
// (PhoneIcon.tsx, …): a module in a first page comes whole, so one file of every icon put
// each icon any page draws into every first visit.

export function HomeIcon(props: IconProps) {
  return (
    <IconBase name="home" {...props}>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9" />
    </IconBase>
  );
}

export function SparklesIcon(props: IconProps) {
  return (
    <IconBase name="sparkles" {...props}>
      <path d="M10 3.5 11.8 8.2 16.5 10l-4.7 1.8L10 16.5l-1.8-4.7L3.5 10l4.7-1.8z" />
      <path d="M18 14.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
      <path d="M18 2.5v4M16 4.5h4" />
    </IconBase>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <IconBase name="chat" {...props}>
      <path d="M21 11.5a8.5 8.5 0 0 1-12.3 7.6L3 20.5l1.4-5.2A8.5 8.5 0 1 1 21 11.5z" />
    </IconBase>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <IconBase name="user" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </IconBase>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <IconBase name="menu" {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </IconBase>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <IconBase name="chevron-left" {...props}>
      <path d="m15 18-6-6 6-6" />
    </IconBase>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <IconBase name="check" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </IconBase>
  );
}
