#include <ndbm.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check.h"

/* Built against glibc with gdbm's ndbm (libgdbm-compat), the reference
 * for what the calls do; the file format is each one's own. */

static datum str(const char *s) { return (datum){ (void *)s, strlen(s) }; }

static int fetch_is(DBM *db, const char *key, const char *want)
{
	datum v = dbm_fetch(db, str(key));
	if (!want) return v.dptr == 0;
	return v.dptr && v.dsize == strlen(want) && !memcmp(v.dptr, want, v.dsize);
}

int main(void)
{
	char dir[] = "/tmp/ndbmXXXXXX", name[64], k[32], v[64];
	CHECK(mkdtemp(dir) != 0);
	snprintf(name, sizeof name, "%s/db", dir);

	CHECK(dbm_open(name, O_RDWR, 0600) == 0);
	CHECK_INT(errno, ENOENT);
	DBM *db = dbm_open(name, O_RDWR | O_CREAT, 0600);
	CHECK(db != 0);
	if (!db) return check_done();
	CHECK_INT(dbm_error(db), 0);
	CHECK(dbm_firstkey(db).dptr == 0);

	for (int i = 0; i < 1000; i++) {
		snprintf(k, sizeof k, "key%d", i);
		snprintf(v, sizeof v, "value %d", i * 7);
		CHECK_INT(dbm_store(db, str(k), str(v), DBM_INSERT), 0);
	}
	CHECK(fetch_is(db, "key0", "value 0"));
	CHECK(fetch_is(db, "key999", "value 6993"));
	CHECK(fetch_is(db, "key1000", 0));
	CHECK(fetch_is(db, "", 0));

	/* DBM_INSERT leaves an existing key alone and says 1 */
	CHECK_INT(dbm_store(db, str("key5"), str("other"), DBM_INSERT), 1);
	CHECK(fetch_is(db, "key5", "value 35"));
	CHECK_INT(dbm_store(db, str("key5"), str("other"), DBM_REPLACE), 0);
	CHECK(fetch_is(db, "key5", "other"));

	/* binary keys and values, NUL bytes included, and a big value */
	datum bk = { "a\0b", 3 }, bv = { "\0\1\2\0", 4 };
	CHECK_INT(dbm_store(db, bk, bv, DBM_REPLACE), 0);
	datum got = dbm_fetch(db, bk);
	CHECK(got.dptr && got.dsize == 4 && !memcmp(got.dptr, "\0\1\2\0", 4));
	datum ak = { "a", 1 };
	CHECK(dbm_fetch(db, ak).dptr == 0);
	size_t bign = 100000;
	char *big = malloc(bign);
	for (size_t i = 0; i < bign; i++) big[i] = (char)(i * 31 + 7);
	CHECK_INT(dbm_store(db, str("big"), (datum){ big, bign }, DBM_REPLACE), 0);
	got = dbm_fetch(db, str("big"));
	CHECK(got.dptr && got.dsize == bign && !memcmp(got.dptr, big, bign));

	/* deletion */
	CHECK_INT(dbm_delete(db, str("key7")), 0);
	CHECK(fetch_is(db, "key7", 0));
	CHECK(dbm_delete(db, str("key7")) != 0);
	CHECK(dbm_delete(db, str("never")) != 0);
	CHECK_INT(dbm_store(db, str("key7"), str("back"), DBM_INSERT), 0);
	CHECK(fetch_is(db, "key7", "back"));

	/* the walk sees every key once */
	int n = 0, seen_big = 0, seen_bin = 0;
	char *mark = calloc(1000, 1);
	for (datum key = dbm_firstkey(db); key.dptr; key = dbm_nextkey(db)) {
		n++;
		int i;
		char tmp[32];
		if (key.dsize == 3 && !memcmp(key.dptr, "big", 3)) seen_big++;
		else if (key.dsize == 3 && !memcmp(key.dptr, "a\0b", 3)) seen_bin++;
		else if (key.dsize < sizeof tmp && (memcpy(tmp, key.dptr, key.dsize), tmp[key.dsize] = 0,
		         sscanf(tmp, "key%d", &i) == 1) && i >= 0 && i < 1000) mark[i]++;
	}
	CHECK_INT(n, 1002);
	CHECK(seen_big == 1 && seen_bin == 1);
	int once = 0;
	for (int i = 0; i < 1000; i++) once += mark[i] == 1;
	CHECK_INT(once, 1000);
	/* gdbm sets the error on a failed delete; polyport only on I/O */
	dbm_clearerr(db); /* int in POSIX, void in gdbm */
	CHECK_INT(dbm_error(db), 0);
	dbm_close(db);

	/* it is all still there; a reader cannot change it */
	db = dbm_open(name, O_RDONLY, 0);
	CHECK(db != 0);
	if (!db) return check_done();
	CHECK(fetch_is(db, "key5", "other"));
	CHECK(fetch_is(db, "key7", "back"));
	CHECK(fetch_is(db, "key998", "value 6986"));
	got = dbm_fetch(db, str("big"));
	CHECK(got.dptr && got.dsize == bign && !memcmp(got.dptr, big, bign));
	CHECK(dbm_store(db, str("new"), str("x"), DBM_REPLACE) < 0);
	CHECK(dbm_delete(db, str("key5")) < 0);
	CHECK(fetch_is(db, "new", 0));
	dbm_close(db);

	/* deleting every key while walking */
	db = dbm_open(name, O_RDWR, 0);
	CHECK(db != 0);
	if (!db) return check_done();
	n = 0;
	for (datum key = dbm_firstkey(db); key.dptr; key = dbm_firstkey(db)) {
		char copy[32];
		if (key.dsize > sizeof copy) break;
		memcpy(copy, key.dptr, key.dsize);
		if (dbm_delete(db, (datum){ copy, key.dsize })) break;
		n++;
	}
	CHECK_INT(n, 1002);
	CHECK(dbm_firstkey(db).dptr == 0);
	CHECK(fetch_is(db, "key1", 0));
	dbm_close(db);

	/* O_TRUNC empties it */
	db = dbm_open(name, O_RDWR | O_CREAT, 0600);
	CHECK_INT(dbm_store(db, str("k"), str("v"), DBM_INSERT), 0);
	dbm_close(db);
	db = dbm_open(name, O_RDWR | O_TRUNC, 0600);
	CHECK(db && fetch_is(db, "k", 0));
	if (db) dbm_close(db);

#ifdef __polyport__
	{
		/* polyport's file: NAME.db; a record cut short by a crash is
		 * dropped, the rest kept */
		char path[80];
		snprintf(path, sizeof path, "%s.db", name);
		db = dbm_open(name, O_RDWR, 0);
		CHECK_INT(dbm_store(db, str("kept"), str("yes"), DBM_INSERT), 0);
		dbm_close(db);
		struct stat st;
		CHECK_INT(stat(path, &st), 0);
		off_t whole = st.st_size;
		int fd = open(path, O_WRONLY | O_APPEND);
		CHECK(write(fd, "\5\0\0\0\3\0\0\0xx", 10) == 10);
		close(fd);
		db = dbm_open(name, O_RDWR, 0);
		CHECK(db && fetch_is(db, "kept", "yes"));
		CHECK_INT(stat(path, &st), 0);
		CHECK_INT(st.st_size, whole);
		/* overwritten records are dropped from the file at close */
		for (int i = 0; i < 2000; i++) {
			snprintf(v, sizeof v, "round %d", i);
			CHECK_INT(dbm_store(db, str("kept"), str(v), DBM_REPLACE), 0);
		}
		dbm_close(db);
		CHECK_INT(stat(path, &st), 0);
		CHECK(st.st_size < 4096);
		db = dbm_open(name, O_RDONLY, 0);
		CHECK(db && fetch_is(db, "kept", "round 1999"));
		dbm_close(db);
		/* a file of another format is refused */
		snprintf(path, sizeof path, "%s/junk.db", dir);
		fd = open(path, O_WRONLY | O_CREAT, 0600);
		CHECK(write(fd, "not a database", 14) == 14);
		close(fd);
		snprintf(path, sizeof path, "%s/junk", dir);
		CHECK_ERRNO(dbm_open(path, O_RDONLY, 0), EINVAL);
	}
#endif
	char cmd[96];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	CHECK_INT(system(cmd), 0);
	free(big);
	free(mark);
	return check_done();
}
