/**
 * The price guide's share of the benchmark (issue #29, docs/decisions/0055-price-guide.md): links
 * one driver listing in twenty to the Ping G430 Max (so its model page lists some), and writes
 * `orders` completed orders of sold listings spread over every catalogue model and the last 12
 * months, so the guide job and the guide reads run at the scale (100,000 orders).
 */
import { sql } from 'drizzle-orm'
import type { Database } from '~/platform/db.server'

export const BENCH_MODEL_SLUG = 'ping-g430-max-driver'

export async function seedBenchSales(db: Database, { orders, sellers }: { orders: number; sellers: number }) {
  await db.execute(sql`
    update product_specs set club_model_id = (select id from club_models where slug = ${BENCH_MODEL_SLUG})
     where club_type = 'driver' and (hashtext(product_id::text) & 2147483647) % 20 = 0`)
  await db.execute(sql`
    with models as (select id, row_number() over (order by slug) as n, count(*) over () as total from club_models),
    sold as (
      insert into products (id, name, brand, condition, price, images, category, subcategory, seller_id, status,
                            created_at, updated_at)
      select md5('bench-sold-' || i)::uuid, 'Sold club ' || i, 'Ping',
             (array['New', 'Like New', 'Good', 'Good', 'Fair', 'Poor'])[1 + i % 6],
             (9000 + (hashtext('p' || i) & 2147483647) % 40000 / 100 * 100)::int, '{}'::text[], 'golf', 'clubs',
             md5('bench-seller-' || (1 + i % ${sellers}))::uuid, 'sold',
             now() - (i % 365) * interval '1 day' - interval '3 days', now() - (i % 365) * interval '1 day'
        from generate_series(1, ${orders}) i
      returning id, price, seller_id, created_at, condition
    ),
    specs as (
      insert into product_specs (product_id, club_model_id, club_type)
      select s.id, m.id, 'driver'
        from sold s join models m on m.n = 1 + (hashtext(s.id::text) & 2147483647) % m.total
      returning product_id
    )
    insert into orders (buyer_id, seller_id, product_id, total_amount, shipping_amount, status, created_at,
                        updated_at, completed_at)
    select md5('bench-seller-' || (1 + (hashtext(s.id::text) & 2147483647) % ${sellers}))::uuid, s.seller_id, s.id,
           s.price + 599, 599, 'completed', s.created_at + interval '3 days', now(), s.created_at + interval '12 days'
      from sold s`)
  await db.execute(sql`analyze products`)
  await db.execute(sql`analyze orders`)
  await db.execute(sql`analyze product_specs`)
}
