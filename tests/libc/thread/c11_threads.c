#include <threads.h>
#include <time.h>
#include "check.h"

static mtx_t m;
static cnd_t c;
static int counter, flag;
static tss_t key;
static volatile int tss_dtor_ran;
static once_flag once = ONCE_FLAG_INIT;
static int once_count;

static void dtor(void *p) { tss_dtor_ran = 1; }
static void init(void) { once_count++; }

static int worker(void *arg)
{
	call_once(&once, init);
	tss_set(key, arg);
	for (int i = 0; i < 1000; i++) {
		mtx_lock(&m);
		counter++;
		mtx_unlock(&m);
	}
	mtx_lock(&m);
	flag = 1;
	cnd_signal(&c);
	mtx_unlock(&m);
	return tss_get(key) == arg ? 7 : 0;
}

int main(void)
{
	thrd_t t;
	int res = 0;
	CHECK_INT(mtx_init(&m, mtx_plain), thrd_success);
	CHECK_INT(cnd_init(&c), thrd_success);
	CHECK_INT(tss_create(&key, dtor), thrd_success);
	CHECK_INT(thrd_create(&t, worker, &res), thrd_success);
	mtx_lock(&m);
	while (!flag) cnd_wait(&c, &m);
	mtx_unlock(&m);
	CHECK_INT(thrd_join(t, &res), thrd_success);
	CHECK_INT(res, 7);
	CHECK_INT(counter, 1000);
	CHECK(tss_dtor_ran);
	call_once(&once, init);
	CHECK_INT(once_count, 1);
	CHECK(thrd_equal(thrd_current(), thrd_current()));

	mtx_t r;
	CHECK_INT(mtx_init(&r, mtx_recursive | mtx_timed), thrd_success);
	CHECK_INT(mtx_lock(&r), thrd_success);
	CHECK_INT(mtx_trylock(&r), thrd_success);
	mtx_unlock(&r);
	mtx_unlock(&r);
	mtx_destroy(&r);

	struct timespec ts;
	timespec_get(&ts, TIME_UTC);
	mtx_lock(&m);
	CHECK_INT(cnd_timedwait(&c, &m, &ts), thrd_timedout);
	mtx_unlock(&m);
	struct timespec d = { 0, 1000000 };
	CHECK_INT(thrd_sleep(&d, 0), 0);
	thrd_yield();
	cnd_destroy(&c);
	mtx_destroy(&m);
	return check_done();
}
