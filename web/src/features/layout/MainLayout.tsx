import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import {
  AppBar,
  Avatar,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import HomeIcon from '@mui/icons-material/SpaceDashboardOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import CategoryIcon from '@mui/icons-material/LocalFloristOutlined';
import ReportIcon from '@mui/icons-material/InsightsOutlined';
import AssetsIcon from '@mui/icons-material/ParkOutlined';
import BudgetIcon from '@mui/icons-material/SavingsOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/LogoutOutlined';
import { useAuth } from '../../auth/auth-context';
import { avatarColour, initials } from './avatar-colour';
import { PageSpinner } from '../../app/PageSpinner';

interface NavItem {
  to: string;
  label: string;
  mobileLabel: string;
  icon: ReactNode;
  mobile: boolean;
}

const NAV: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', mobileLabel: 'Home', icon: <HomeIcon />, mobile: true },
  { to: '/transactions', label: 'Transactions', mobileLabel: 'Transactions', icon: <ReceiptIcon />, mobile: true },
  { to: '/categories', label: 'Categories', mobileLabel: 'Categories', icon: <CategoryIcon />, mobile: true },
  { to: '/reports', label: 'Reports', mobileLabel: 'Reports', icon: <ReportIcon />, mobile: true },
  // Not in the bottom bar: the spec fixes its five tabs.
  { to: '/budgets', label: 'Budgets', mobileLabel: 'Budgets', icon: <BudgetIcon />, mobile: false },
  { to: '/assets', label: 'Assets', mobileLabel: 'Assets', icon: <AssetsIcon />, mobile: false },
  { to: '/settings', label: 'Settings', mobileLabel: 'Settings', icon: <SettingsIcon />, mobile: true },
];

// Its code (a text field, the chat query) loads on the first "Ask the Gnome", not before every page's heading.
const AskGnomePanel = lazy(() =>
  import('../gnome/AskGnomePanel').then((module) => ({ default: module.AskGnomePanel })),
);

const OPEN_WIDTH = 232;
const CLOSED_WIDTH = 72;

/** On a phone the bottom bar keeps the spec's five tabs, so the pages left out of it are reached from here. */
function UserMenu({ extraPages }: { extraPages: NavItem[] }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const name = user?.name ?? '';
  const doSignOut = async () => {
    setSigningOut(true);
    await signOut();
    void navigate('/login', { replace: true });
  };
  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label="Open user menu">
        <Avatar sx={{ bgcolor: avatarColour(name), width: 36, height: 36, fontSize: 15 }}>{initials(name)}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography fontWeight={700}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user?.email}
          </Typography>
        </Box>
        <Divider />
        {extraPages.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem component={RouterLink} to="/settings" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsIcon />
          </ListItemIcon>
          Settings
        </MenuItem>
        <MenuItem disabled={signingOut} onClick={() => void doSignOut()}>
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          {signingOut ? 'Signing out...' : 'Sign out'}
        </MenuItem>
      </Menu>
    </>
  );
}

export function MainLayout() {
  const mobile = useMediaQuery('(max-width:767.95px)');
  const [open, setOpen] = useState(true);
  const [asking, setAsking] = useState(false);
  // Stays mounted once opened, so closing it animates and a question's answer is still there when reopened.
  const [askedOnce, setAskedOnce] = useState(false);
  const location = useLocation();
  const width = open ? OPEN_WIDTH : CLOSED_WIDTH;
  const active = (to: string) => location.pathname === to || location.pathname.startsWith(`${to}/`);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar>
          {!mobile && (
            <IconButton
              edge="start"
              onClick={() => setOpen(!open)}
              aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
              sx={{ mr: 1 }}
            >
              {open ? <ChevronLeftIcon /> : <MenuIcon />}
            </IconButton>
          )}
          <Typography
            variant="h6"
            component={RouterLink}
            to="/dashboard"
            sx={{ flexGrow: 1, fontWeight: 800, color: 'primary.main', textDecoration: 'none' }}
          >
            🌱 Money Garden
          </Typography>
          <Button
            color="primary"
            onClick={() => {
              setAskedOnce(true);
              setAsking(true);
            }}
            sx={{ mr: 1, minWidth: 44, minHeight: 44 }}
            aria-haspopup="dialog"
            aria-label="Ask the Gnome"
          >
            {mobile ? '🧙' : '🧙 Ask the Gnome'}
          </Button>
          <UserMenu extraPages={mobile ? NAV.filter((item) => !item.mobile) : []} />
        </Toolbar>
      </AppBar>
      {!mobile && (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              transition: 'width 0.2s',
              overflowX: 'hidden',
              bgcolor: '#eef6ea',
            },
          }}
        >
          <Toolbar />
          <List component="nav" aria-label="Main">
            {NAV.map((item) => (
              <Tooltip key={item.to} title={open ? '' : item.label} placement="right">
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={active(item.to)}
                  sx={{ mx: 1, borderRadius: 2 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
                  {open && <ListItemText primary={item.label} />}
                </ListItemButton>
              </Tooltip>
            ))}
          </List>
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, pb: mobile ? 10 : 3, minWidth: 0 }}>
        <Toolbar />
        {/* The bar and menu stay while a page's code loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {askedOnce && (
        <Suspense fallback={null}>
          <AskGnomePanel open={asking} onClose={() => setAsking(false)} />
        </Suspense>
      )}
      {mobile && (
        <Paper sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 10 }} elevation={3}>
          <BottomNavigation showLabels value={NAV.filter((item) => item.mobile).findIndex((item) => active(item.to))}>
            {NAV.filter((item) => item.mobile).map((item) => (
              <BottomNavigationAction
                key={item.to}
                label={item.mobileLabel}
                icon={item.icon}
                component={RouterLink}
                to={item.to}
              />
            ))}
          </BottomNavigation>
        </Paper>
      )}
    </Box>
  );
}
