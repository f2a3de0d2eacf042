import {
  BadgeDollarSign,
  ChartLine,
  Database,
  Headset,
  Magnet,
  Mail,
  PenLine,
  Share2,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  'Lead Generation': Magnet,
  'Email Marketing': Mail,
  'Data Processing': Database,
  'Social Media': Share2,
  'Customer Support': Headset,
  Analytics: ChartLine,
  'Content Creation': PenLine,
  Sales: BadgeDollarSign,
};

export function CategoryIcon({ categoryName, size }: { categoryName?: string; size: number }) {
  const Icon = (categoryName && icons[categoryName]) || Workflow;
  return <Icon size={size} aria-hidden="true" />;
}
