import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

const links = [
  { to: '/profile', label: 'Account Settings' },
  { to: '/marketplace', label: 'Browse Marketplace' },
  { to: '/my-automations', label: 'View All My Automations' },
];

export function QuickLinks() {
  return (
    <Card className="p-6">
      <h2 className="mb-2 font-semibold">Quick Links</h2>
      <ul className="divide-y">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="flex items-center justify-between py-2.5 text-sm hover:text-accent-text">
              {link.label} <ChevronRight size={16} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
