import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  Alert,
  Box,
  Button,
  Collapse,
  FormControl,
  InputAdornment,
  InputLabel,
  ListItemText,
  MenuItem,
  Paper,
  Select,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { StickyCartBar } from '../../components/layout/StickyCartBar';
import { LoadingState } from '../../components/LoadingState';
import { LoadMore } from '../../components/LoadMore';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useFirstScreenFirst } from '../../components/useFirstScreenFirst';
import { useDiscoveredShops } from './discovery-api';
import { LocationBar } from './LocationBar';
import { ShopCard, type ShopLayout } from './ShopCard';
import { DISTANCE_UNKNOWN, ShopFilters } from './ShopFilters';
import type { ShopDiscoveryQuery, ShopSort, ShopStatusFilter } from './shop-discovery';
import type { CustomerShop } from './shops-api';
import { useCustomerLocation } from './useCustomerLocation';

/**
 * /customer, under its heading (`DiscoverShopsRoute`): the shops, a page at a time as the customer scrolls, searched (shops, categories and
 * products), filtered and sorted by the server, measured from the customer's point.
 */
export default function DiscoverShopsPage() {
  const location = useCustomerLocation();
  const [search, setSearch] = useState('');
  // Nearest first once the customer's point is known, until the customer picks an order.
  const [chosenSort, setSort] = useState<ShopSort | null>(null);
  const sort = chosenSort ?? (location.origin ? 'distance' : 'name');
  const [status, setStatus] = useState<ShopStatusFilter>('all');
  const [withinKm, setWithinKm] = useState<number | null>(null);
  const [deliversToMe, setDeliversToMe] = useState(false);
  const [minRating, setMinRating] = useState<number | null>(null);
  const [layout, setLayout] = useState<ShopLayout>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Asked for once typing pauses; a cleared box lists every shop at once.
  const debounced = useDebouncedValue(search);
  const searched = search.trim() === '' ? '' : debounced;
  const query = { search: searched, origin: location.origin, sort, status, withinKm, deliversToMe, minRating };
  const clearSearch = () => {
    setSearch('');
    setStatus('all');
    setWithinKm(null);
    setDeliversToMe(false);
    setMinRating(null);
  };

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <TextField
            type="search"
            size="small"
            placeholder="Search for shops, products, categories..."
            sx={{ flexGrow: 1 }}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search shops' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' }, flexShrink: { md: 0 } }}
          >
            <FormControl size="small" sx={{ minWidth: 150, flexGrow: { xs: 1, md: 0 } }}>
              <InputLabel id="shop-sort-label">Sort by</InputLabel>
              <Select
                labelId="shop-sort-label"
                label="Sort by"
                value={sort}
                onChange={(event) => setSort(event.target.value as ShopSort)}
                renderValue={(value) => ({ distance: 'Distance', rating: 'Rating', name: 'Name' })[value]}
              >
                <MenuItem value="distance" disabled={location.origin === null}>
                  <ListItemText
                    primary="Distance"
                    secondary={location.origin === null ? DISTANCE_UNKNOWN : undefined}
                    slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 260 } } }}
                  />
                </MenuItem>
                <MenuItem value="rating">
                  <ListItemText primary="Rating" />
                </MenuItem>
                <MenuItem value="name">
                  <ListItemText primary="Name" />
                </MenuItem>
              </Select>
            </FormControl>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={layout}
              onChange={(_event, value: ShopLayout | null) => value && setLayout(value)}
              aria-label="Layout"
            >
              <ToggleButton value="grid" aria-label="Grid view">
                <GridViewIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="list" aria-label="List view">
                <ViewListIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
            <Button
              variant={filtersOpen ? 'contained' : 'outlined'}
              startIcon={<FilterListIcon />}
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
            >
              Filters
            </Button>
          </Stack>
        </Stack>
        <LocationBar location={location} />
      </Paper>

      <Collapse in={filtersOpen} unmountOnExit>
        <Box sx={{ mb: 2 }}>
          <ShopFilters
            status={status}
            onStatusChange={setStatus}
            withinKm={withinKm}
            onWithinKmChange={setWithinKm}
            deliversToMe={deliversToMe}
            onDeliversToMeChange={setDeliversToMe}
            location={location}
            minRating={minRating}
            onMinRatingChange={setMinRating}
          />
        </Box>
      </Collapse>

      <ShopResults query={query} ready={location.settled} layout={layout} onClear={clearSearch} />
      <StickyCartBar />
    </>
  );
}

interface ShopResultsProps {
  query: ShopDiscoveryQuery;
  /** False while the customer's point may still change: the shops are asked for once it is known. */
  ready: boolean;
  layout: ShopLayout;
  onClear: () => void;
}

/**
 * The shops found for `query`, a page at a time. They subscribe to their own query: their arrival
 * renders them alone, not the search bar and filters above.
 */
function ShopResults({ query, ready, layout, onClear }: ShopResultsProps) {
  const shops = useDiscoveredShops(query, ready);
  const { fetchNextPage } = shops;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const searching = query.search.trim() !== '';
  const shown = shops.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = shops.data?.pages[0]?.total ?? 0;
  return (
    <>
      {shops.isPending && <LoadingState label="Loading shops..." />}
      {shops.isError && <Alert severity="error">{errorMessage(shops.error)}</Alert>}
      {shops.isSuccess && (
        <>
          <Box sx={{ mt: 3, mb: 2 }}>
            <Typography variant="h5" component="h2" data-testid="shop-count">
              {total} {total === 1 ? 'Shop' : 'Shops'} Found
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {searching ? `Results for "${query.search.trim()}"` : 'Shops near your location'}
            </Typography>
          </Box>
          {shown.length === 0 ? (
            <NoShops
              searching={
                searching ||
                query.status !== 'all' ||
                query.withinKm !== null ||
                query.deliversToMe ||
                query.minRating !== null
              }
              onClear={onClear}
            />
          ) : (
            <ShopGrid shops={shown} layout={layout} />
          )}
          {shown.length > 0 && (
            <LoadMore
              what="shops"
              shown={shown.length}
              total={total}
              hasMore={shops.hasNextPage && !shops.isPlaceholderData}
              loading={shops.isFetchingNextPage}
              onLoadMore={loadMore}
            />
          )}
        </>
      )}
    </>
  );
}

/** The cards of the first row at the widest layout: the first screen on any. */
const FIRST_SCREEN_SHOPS = 3;

/** The shops found: the first screen's cards first, the rest once those are on the screen. */
function ShopGrid({ shops, layout }: { shops: CustomerShop[]; layout: ShopLayout }) {
  const { shown } = useFirstScreenFirst(shops, FIRST_SCREEN_SHOPS);
  return (
    <Box
      data-layout={layout}
      data-testid="shop-results"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: layout === 'grid' ? { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } : '1fr',
      }}
    >
      {shown.map((shop) => (
        <ShopCard key={shop.id} shop={shop} layout={layout} />
      ))}
    </Box>
  );
}

function NoShops({ searching, onClear }: { searching: boolean; onClear: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <StorefrontOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
      {searching ? (
        <>
          <Typography variant="h6" component="p">
            No shops found
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Try adjusting your search terms or filters
          </Typography>
          <Button variant="outlined" onClick={onClear}>
            Clear Search
          </Button>
        </>
      ) : (
        <Typography variant="h6" component="p">
          No shops available
        </Typography>
      )}
    </Paper>
  );
}
