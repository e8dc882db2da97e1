import { parseProductCsv, productsToCsv } from './product-csv';
import type { ProductResponse } from './dto/product.dto';

const HEADER = 'sku,name,category,weight,originalPrice,discountedPrice,gstPercentage';
const ROW_LIMIT = 5000;

describe('product CSV', () => {
  it('reads each row with the line it starts on, across blank lines and quoted line breaks', () => {
    const text = `${HEADER}\r\nA1,Atta,Grains,5kg,280,265,5\r\n\r\nA2,"Ghee\nDesi",Dairy,1l,600,580,12\nA3,Salt,Grains,1kg,25,22,0\n`;
    const { rows, problems } = parseProductCsv(text, ROW_LIMIT);
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.line, row.values.sku, row.values.name])).toEqual([
      [2, 'A1', 'Atta'],
      [4, 'A2', 'Ghee\nDesi'],
      [6, 'A3', 'Salt'],
    ]);
  });

  it('stops reading at the row after the limit: one more tells that there are too many', () => {
    const rows = Array.from({ length: 10 }, (_, i) => `A${i},Atta,Grains,5kg,280,265,5`);
    const { rows: read } = parseProductCsv([HEADER, ...rows].join('\n'), 3);
    expect(read.map((row) => row.values.sku)).toEqual(['A0', 'A1', 'A2', 'A3']);
  });

  it('names unknown and missing columns on line 1', () => {
    expect(parseProductCsv('sku,name,price\nA1,Atta,10\n', ROW_LIMIT).problems).toEqual([
      { line: 1, message: 'Unknown columns: price' },
      {
        line: 1,
        message: 'Missing columns: category, weight, originalPrice, discountedPrice, gstPercentage',
      },
    ]);
  });

  it('writes what it reads back, a formula-like cell quoted on the way out and unquoted on the way in', () => {
    const product = {
      sku: 'A1',
      name: '=HYPERLINK("x")',
      categoryName: 'Grains',
      description: '-5% this week, "fresh"',
      weight: '5kg',
      originalPrice: '280.00',
      discountedPrice: '265.00',
      gstPercentage: '5.00',
      gstIncluded: true,
      isInStock: false,
    } as ProductResponse;
    const csv = productsToCsv([product]);
    expect(csv.split('\r\n')[1]).toBe(
      `A1,"'=HYPERLINK(""x"")",Grains,"'-5% this week, ""fresh""",5kg,280.00,265.00,5.00,true,false,,,`,
    );
    expect(parseProductCsv(csv, ROW_LIMIT).rows[0].values).toMatchObject({
      name: '=HYPERLINK("x")',
      description: '-5% this week, "fresh"',
      isInStock: 'false',
    });
  });
});
