-- ports/sqlite/check.sql: run through the sqlite3 shell of each arch and
-- of a glibc build of the same version; the outputs must be identical
-- (ports/sqlite/recipe). Everything here is deterministic: no now(), no
-- random(), fixed dates.
.headers on
.mode list
.nullvalue NULL
PRAGMA foreign_keys = ON;
CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT COLLATE NOCASE, dept INTEGER REFERENCES dept(id),
	salary REAL, hired TEXT, CHECK (salary > 0));
CREATE INDEX emp_dept ON emp(dept, salary DESC);
INSERT INTO dept(name) VALUES ('eng'), ('ops'), ('sales');
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
INSERT INTO emp(name, dept, salary, hired)
SELECT printf('emp%03d', i), 1 + i % 3, 1000.0 + (i * 7919 % 1000) / 4.0,
	date('2020-01-01', printf('+%d days', i * 11)) FROM n;
-- aggregates, GROUP BY, HAVING, ORDER BY through an index
SELECT d.name, count(*), sum(e.salary), round(avg(e.salary), 4), min(e.hired), max(e.hired)
FROM emp e JOIN dept d ON d.id = e.dept GROUP BY d.name HAVING count(*) > 10 ORDER BY d.name;
-- window functions
SELECT name, dept, salary, rank() OVER w, round(sum(salary) OVER w, 2)
FROM emp WINDOW w AS (PARTITION BY dept ORDER BY salary DESC, id) ORDER BY dept, salary DESC, id LIMIT 9;
-- UPSERT, RETURNING, triggers, views
CREATE TABLE log(msg TEXT);
CREATE TRIGGER emp_raise AFTER UPDATE OF salary ON emp BEGIN
	INSERT INTO log VALUES (printf('%s: %.2f -> %.2f', new.name, old.salary, new.salary)); END;
UPDATE emp SET salary = salary * 1.05 WHERE id % 50 = 0;
SELECT * FROM log ORDER BY msg;
INSERT INTO dept(id, name) VALUES (2, 'ops2') ON CONFLICT(id) DO UPDATE SET name = excluded.name RETURNING id, name;
CREATE VIEW senior AS SELECT name, hired FROM emp WHERE hired < '2020-06-01';
SELECT count(*), group_concat(name, ',') FROM senior;
-- collation, LIKE, GLOB, string functions
SELECT count(*) FROM emp WHERE name = 'EMP007';
SELECT upper('abcé'), lower('ÀBC'), length('naïve'), hex('é'), substr('polyport', 3, 4), instr('polyport', 'port'),
	replace('a-b-c', '-', '+'), trim('  x  '), 'abc' LIKE 'A%', 'abc' GLOB 'A*', unicode('€'), char(8364);
-- numbers: integer overflow to real, printf formats, math functions (libm)
SELECT 9223372036854775807 + 1, -9223372036854775808 - 1, 7 / 2, 7 / 2.0, 7 % 3, -7 % 3, 1e308 * 10, -(1e308 * 10);
SELECT printf('%.17g|%e|%10.3f|%-6d|%x|%o|%s|%q|%05.1f', 0.1, 12345.678, 3.14159, 42, 255, 8, NULL, 'it''s', 2.25);
SELECT round(sqrt(2), 12), round(exp(1), 12), round(ln(10), 12), round(log10(1000), 12), round(pow(2, 0.5), 12),
	round(sin(1), 12), round(cos(1), 12), round(atan2(1, 1) * 4, 12), ceil(-1.5), floor(-1.5), trunc(2.7), mod(7.5, 2);
SELECT 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 1e-300 * 1e-300, 100.0, 1e15, 1e16, 123456789012345678, 3.0e-5;
SELECT CAST('12abc' AS INTEGER), CAST('3.5e2' AS REAL), CAST(1e20 AS INTEGER), CAST(-2.9 AS INTEGER), typeof(1), typeof(1.0), typeof('1'), typeof(x'01'), typeof(NULL);
-- dates
SELECT date('2024-02-28', '+1 day'), date('2023-02-28', '+1 day'), strftime('%Y-%m-%d %H:%M:%S %j %w', '2021-12-31 23:59:59'),
	julianday('2000-01-01 12:00:00'), datetime(1700000000, 'unixepoch'), date('2020-01-31', '+1 month'), strftime('%s', '1970-01-02');
-- JSON
SELECT json_object('a', 1, 'b', json_array(1, 2.5, 'x', NULL)), json_extract('{"a":{"b":[10,20,30]}}', '$.a.b[1]'),
	json_valid('{"a":}'), json_type('[1]'), json_array_length('[1,2,3]');
SELECT key, value FROM json_each('{"x":1,"y":[2,3],"z":"s"}');
-- FTS5 and R*Tree
CREATE VIRTUAL TABLE doc USING fts5(body);
INSERT INTO doc VALUES ('the quick brown fox'), ('jumps over the lazy dog'), ('a quick dog');
SELECT rowid, body FROM doc WHERE doc MATCH 'quick AND dog' ORDER BY rowid;
SELECT rowid, highlight(doc, 0, '[', ']') FROM doc WHERE doc MATCH 'quick' ORDER BY rank, rowid;
CREATE VIRTUAL TABLE box USING rtree(id, x0, x1, y0, y1);
INSERT INTO box VALUES (1, 0, 10, 0, 10), (2, 5, 15, 5, 15), (3, 20, 30, 20, 30);
SELECT id FROM box WHERE x1 >= 8 AND x0 <= 12 AND y1 >= 8 AND y0 <= 12 ORDER BY id;
-- blobs, zeroblob, randomness-free hashing of a big string
SELECT length(zeroblob(100000)), hex(x'00ff10'), length(printf('%.*c', 100000, 'x'));
-- transactions, savepoints, constraint errors reported and survived
BEGIN; SAVEPOINT s1; DELETE FROM emp WHERE dept = 3; ROLLBACK TO s1; RELEASE s1; COMMIT;
SELECT count(*) FROM emp;
INSERT INTO emp(name, dept, salary) VALUES ('bad', 99, 1);
INSERT INTO emp(name, dept, salary) VALUES ('bad', 1, -1);
SELECT count(*) FROM emp;
-- sorting beyond memory: a big ORDER BY
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 50000)
SELECT count(*), sum(v), min(v), max(v) FROM (SELECT (i * 2654435761) % 1000003 AS v FROM n ORDER BY v);
PRAGMA integrity_check;
-- on a file database (the script is run on one): the write-ahead log
-- (its -shm index is a shared mmap), a checkpoint, VACUUM
PRAGMA journal_mode = WAL;
INSERT INTO emp(name, dept, salary, hired) SELECT name || 'w', dept, salary, hired FROM emp;
PRAGMA wal_checkpoint(TRUNCATE);
VACUUM;
SELECT count(*), round(sum(salary), 2) FROM emp;
PRAGMA integrity_check;
