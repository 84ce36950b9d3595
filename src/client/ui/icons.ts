/**
 * The portal's one icon set: Lucide (decision 016), each icon imported on its own so a screen ships only
 * the icons it draws (a few hundred bytes each). Icons are decorative: give them aria-hidden="true" and
 * let the words beside them speak; a button whose only content is an icon keeps its own aria-label.
 * Lucide draws with currentColor, so an icon takes the colour of its text.
 */
export { default as IconArrowRight } from 'lucide-react/icons/arrow-right';
export { default as IconCamera } from 'lucide-react/icons/camera';
export { default as IconCheck } from 'lucide-react/icons/check';
export { default as IconCircleCheck } from 'lucide-react/icons/circle-check';
export { default as IconX } from 'lucide-react/icons/x';
export { default as IconEye } from 'lucide-react/icons/eye';
export { default as IconHelp } from 'lucide-react/icons/circle-question-mark';
export { default as IconLock } from 'lucide-react/icons/lock';
export { default as IconMenu } from 'lucide-react/icons/menu';
export { default as IconParty } from 'lucide-react/icons/party-popper';
export { default as IconThumbsUp } from 'lucide-react/icons/thumbs-up';
export { default as IconBookmark } from 'lucide-react/icons/bookmark';
export { default as IconBookmarkCheck } from 'lucide-react/icons/bookmark-check';
export { default as IconExternalLink } from 'lucide-react/icons/external-link';
export { default as IconMapPin } from 'lucide-react/icons/map-pin';
export { default as IconPhone } from 'lucide-react/icons/phone';
