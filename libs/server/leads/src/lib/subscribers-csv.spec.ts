import { csvCell } from './subscribers-csv';

describe('csvCell', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    [null, ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+44 20', "'+44 20"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a=b', 'a=b'],
  ])('writes %j as %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});
