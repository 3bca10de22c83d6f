import { csvStream, toCsv, type CsvCell } from './csv';

describe('toCsv', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    [null, ''],
    [42, '42'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a=b', 'a=b'],
  ])('writes the cell %j as %j', (value, cell) => expect(toCsv(['Cell'], [[value]])).toBe(`Cell\r\n${cell}\r\n`));

  it('writes a header row and one line per row, each ended by CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['1', null],
          ['x', 'y'],
        ],
      ),
    ).toBe('A,B\r\n1,\r\nx,y\r\n');
    expect(toCsv(['A', 'B'], [])).toBe('A,B\r\n');
  });
});

describe('csvStream', () => {
  it('writes the bytes toCsv writes, batch by batch', async () => {
    const rows: CsvCell[][] = [
      ['=1', 'a,b'],
      ['two\nlines', null],
      ['x', 3],
    ];
    async function* batches() {
      yield rows.slice(0, 2);
      yield rows.slice(2);
    }
    let text = '';
    for await (const chunk of csvStream(['A', 'B'], batches())) text += String(chunk);
    expect(text).toBe(toCsv(['A', 'B'], rows));
  });
});
