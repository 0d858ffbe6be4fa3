#define _GNU_SOURCE
#include <fts.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The BSD walker. This one never changes the working directory: every
 * entry's fts_accpath is its fts_path (what FTS_NOCHDIR gives
 * elsewhere), so a walk cannot leave the process in an unknown
 * directory, at the price of paths limited by PATH_MAX. Each entry owns
 * its stat buffer, name and path in one allocation, so an entry stays
 * valid until fts_read moves past it, as the BSD interface promises.
 * The file is one state machine (fts_read) and its helpers, hence its
 * size. */

struct node {
	struct stat st;
	FTSENT e;
};

#define NODE(p) ((struct node *)((char *)(p) - offsetof(struct node, e)))

static FTSENT *alloc_ent(const char *dir, size_t dirlen, const char *name, size_t namelen)
{
	size_t sep = dirlen && dir[dirlen - 1] != '/';
	size_t pathlen = dirlen + sep + namelen;
	if (pathlen > 0xffff) {
		errno = ENAMETOOLONG;
		return 0;
	}
	struct node *n = calloc(1, offsetof(struct node, e.fts_name) + namelen + 1 + pathlen + 1);
	if (!n) return 0;
	FTSENT *p = &n->e;
	memcpy(p->fts_name, name, namelen);
	p->fts_namelen = namelen;
	char *path = p->fts_name + namelen + 1;
	memcpy(path, dir, dirlen);
	if (sep) path[dirlen] = '/';
	memcpy(path + dirlen + sep, name, namelen);
	p->fts_path = p->fts_accpath = path;
	p->fts_pathlen = pathlen;
	p->fts_statp = &n->st;
	p->fts_instr = FTS_NOINSTR;
	return p;
}

static void free_ent(FTSENT *p)
{
	free(NODE(p));
}

static void free_list(FTSENT *p)
{
	while (p) {
		FTSENT *next = p->fts_link;
		free_ent(p);
		p = next;
	}
}

static int is_dot(const char *s)
{
	return s[0] == '.' && (!s[1] || (s[1] == '.' && !s[2]));
}

static unsigned short stat_ent(FTS *sp, FTSENT *p, int follow)
{
	struct stat *st = p->fts_statp;
	if (sp->fts_options & FTS_LOGICAL || follow) {
		if (stat(p->fts_accpath, st)) {
			int e = errno;
			if (e == ENOENT && !lstat(p->fts_accpath, st)) {
				errno = 0;
				return FTS_SLNONE;
			}
			p->fts_errno = e;
			memset(st, 0, sizeof *st);
			return FTS_NS;
		}
	} else if (lstat(p->fts_accpath, st)) {
		p->fts_errno = errno;
		memset(st, 0, sizeof *st);
		return FTS_NS;
	}
	if (S_ISDIR(st->st_mode)) {
		p->fts_dev = st->st_dev;
		p->fts_ino = st->st_ino;
		p->fts_nlink = st->st_nlink;
		if (p->fts_level > FTS_ROOTLEVEL && is_dot(p->fts_name)) return FTS_DOT;
		for (FTSENT *t = p->fts_parent; t && t->fts_level >= FTS_ROOTLEVEL; t = t->fts_parent)
			if (t->fts_ino == p->fts_ino && t->fts_dev == p->fts_dev) {
				p->fts_cycle = t;
				return FTS_DC;
			}
		return FTS_D;
	}
	if (S_ISLNK(st->st_mode)) return FTS_SL;
	if (S_ISREG(st->st_mode)) return FTS_F;
	return FTS_DEFAULT;
}

/* With FTS_NOSTAT the directory entry's type saves a stat for everything
 * that cannot be a directory to descend into. */
static int needs_stat(FTS *sp, unsigned char type)
{
	if (!(sp->fts_options & FTS_NOSTAT)) return 1;
	if (type == DT_DIR || type == DT_UNKNOWN) return 1;
	return type == DT_LNK && sp->fts_options & FTS_LOGICAL;
}

static const mode_t dt_mode[] = {
	[DT_FIFO] = S_IFIFO, [DT_CHR] = S_IFCHR, [DT_BLK] = S_IFBLK,
	[DT_REG] = S_IFREG, [DT_LNK] = S_IFLNK, [DT_SOCK] = S_IFSOCK,
};

/* The children of cur, in directory order or sorted; null when there are
 * none (cur->fts_info says why when reading for fts_read). */
/* Orders the n entries of a list by the caller's compar; 0 when out of
 * memory, the list left as it was. */
static FTSENT *sort_list(FTS *sp, FTSENT *head, size_t n)
{
	FTSENT **a = malloc(n * sizeof *a);
	if (!a) return 0;
	size_t i = 0;
	for (FTSENT *p = head; p; p = p->fts_link) a[i++] = p;
	qsort(a, n, sizeof *a, sp->fts_compar);
	for (i = 0; i + 1 < n; i++) a[i]->fts_link = a[i + 1];
	a[n - 1]->fts_link = 0;
	head = a[0];
	free(a);
	return head;
}

static FTSENT *build(FTS *sp, FTSENT *cur, int nameonly, int for_read)
{
	int fd = open(cur->fts_accpath, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d = fd < 0 ? 0 : fdopendir(fd);
	if (!d) {
		int e = errno;
		if (fd >= 0) close(fd);
		if (for_read) {
			cur->fts_info = FTS_DNR;
			cur->fts_errno = e;
		}
		errno = e;
		return 0;
	}
	FTSENT *head = 0, **tail = &head;
	size_t n = 0;
	struct dirent *de;
	for (;;) {
		errno = 0;
		if (!(de = readdir(d))) {
			if (errno) cur->fts_errno = errno;
			break;
		}
		if (is_dot(de->d_name) && !(sp->fts_options & FTS_SEEDOT)) continue;
		FTSENT *p = alloc_ent(cur->fts_path, cur->fts_pathlen, de->d_name, strlen(de->d_name));
		if (!p) {
			int e = errno;
			free_list(head);
			closedir(d);
			cur->fts_info = FTS_ERR;
			cur->fts_errno = e;
			sp->fts_options |= FTS_STOP;
			errno = e;
			return 0;
		}
		p->fts_parent = cur;
		p->fts_level = cur->fts_level + 1;
		if (nameonly) {
			p->fts_info = FTS_NSOK;
		} else if (!needs_stat(sp, de->d_type)) {
			p->fts_info = FTS_NSOK;
			if (de->d_type < sizeof dt_mode / sizeof *dt_mode)
				p->fts_statp->st_mode = dt_mode[de->d_type];
		} else {
			p->fts_info = stat_ent(sp, p, 0);
		}
		*tail = p;
		tail = &p->fts_link;
		n++;
	}
	closedir(d);
	if (!n) {
		if (for_read && cur->fts_info == FTS_D)
			cur->fts_info = cur->fts_errno ? FTS_ERR : FTS_DP;
		errno = 0;
		return 0;
	}
	if (sp->fts_compar && n > 1) {
		FTSENT *sorted = sort_list(sp, head, n);
		if (sorted) head = sorted;
	}
	return head;
}

FTS *fts_open(char *const *argv, int options, int (*compar)(const FTSENT **, const FTSENT **))
{
	if (options & ~FTS_OPTIONMASK) {
		errno = EINVAL;
		return 0;
	}
	FTS *sp = calloc(1, sizeof *sp);
	if (!sp) return 0;
	sp->fts_options = options;
	sp->fts_compar = (int (*)(const void *, const void *))compar;
	sp->fts_rfd = -1;

	FTSENT *parent = alloc_ent("", 0, "", 0);
	if (!parent) goto fail;
	parent->fts_level = FTS_ROOTPARENTLEVEL;
	parent->fts_info = FTS_INIT;

	FTSENT *head = 0, **tail = &head;
	size_t n = 0;
	for (; *argv; argv++) {
		size_t len = strlen(*argv);
		if (!len) {
			errno = ENOENT;
			goto fail_list;
		}
		/* a root's name is its last component, as glibc gives it */
		const char *slash = strrchr(*argv, '/');
		size_t dirlen = slash ? (size_t)(slash + 1 - *argv) : 0;
		FTSENT *p = alloc_ent(*argv, dirlen, *argv + dirlen, len - dirlen);
		if (!p) goto fail_list;
		p->fts_level = FTS_ROOTLEVEL;
		p->fts_parent = parent;
		p->fts_info = stat_ent(sp, p, options & FTS_COMFOLLOW);
		*tail = p;
		tail = &p->fts_link;
		n++;
	}
	if (compar && n > 1) {
		FTSENT *sorted = sort_list(sp, head, n);
		if (!sorted) goto fail_list;
		head = sorted;
	}

	/* fts_read starts from a placeholder "before the first root". */
	FTSENT *init = alloc_ent("", 0, "", 0);
	if (!init) goto fail_list;
	init->fts_level = FTS_ROOTLEVEL;
	init->fts_parent = parent;
	init->fts_link = head;
	init->fts_info = FTS_INIT;
	sp->fts_cur = init;
	return sp;

fail_list:
	free_list(head);
	free_ent(parent);
fail:
	free(sp);
	return 0;
}

FTSENT *fts_read(FTS *sp)
{
	FTSENT *p = sp->fts_cur, *tmp;
	if (!p || sp->fts_options & FTS_STOP) return 0;

	int instr = p->fts_instr;
	p->fts_instr = FTS_NOINSTR;
	if (instr == FTS_AGAIN) {
		p->fts_info = stat_ent(sp, p, 0);
		return p;
	}
	if (instr == FTS_FOLLOW && (p->fts_info == FTS_SL || p->fts_info == FTS_SLNONE)) {
		p->fts_info = stat_ent(sp, p, 1);
		if (p->fts_info == FTS_D) p->fts_flags |= FTS_SYMFOLLOW;
		return p;
	}

	if (p->fts_info == FTS_D) {
		if (p->fts_level == FTS_ROOTLEVEL) sp->fts_dev = p->fts_dev;
		if (instr == FTS_SKIP || (sp->fts_options & FTS_XDEV && p->fts_dev != sp->fts_dev)) {
			free_list(sp->fts_child);
			sp->fts_child = 0;
			p->fts_info = FTS_DP;
			return p;
		}
		if (sp->fts_child && sp->fts_options & FTS_NAMEONLY) {
			free_list(sp->fts_child);
			sp->fts_child = 0;
		}
		sp->fts_options &= ~FTS_NAMEONLY;
		FTSENT *kids = sp->fts_child;
		sp->fts_child = 0;
		if (!kids && !(kids = build(sp, p, 0, 1)))
			return sp->fts_options & FTS_STOP ? 0 : p;
		return sp->fts_cur = kids;
	}

next:
	tmp = p;
	if ((p = p->fts_link)) {
		free_ent(tmp);
		if (p->fts_level == FTS_ROOTLEVEL) return sp->fts_cur = p;
		if (p->fts_instr == FTS_SKIP) goto next;
		if (p->fts_instr == FTS_FOLLOW) {
			p->fts_info = stat_ent(sp, p, 1);
			if (p->fts_info == FTS_D) p->fts_flags |= FTS_SYMFOLLOW;
			p->fts_instr = FTS_NOINSTR;
		}
		return sp->fts_cur = p;
	}

	p = tmp->fts_parent;
	free_ent(tmp);
	if (p->fts_level == FTS_ROOTPARENTLEVEL) {
		free_ent(p);
		errno = 0;
		return sp->fts_cur = 0;
	}
	p->fts_info = p->fts_errno ? FTS_ERR : FTS_DP;
	return sp->fts_cur = p;
}

FTSENT *fts_children(FTS *sp, int instr)
{
	if (instr && instr != FTS_NAMEONLY) {
		errno = EINVAL;
		return 0;
	}
	FTSENT *p = sp->fts_cur;
	errno = 0;
	if (!p || sp->fts_options & FTS_STOP) return 0;
	if (p->fts_info == FTS_INIT) return p->fts_link;
	if (p->fts_info != FTS_D) return 0;
	free_list(sp->fts_child);
	if (instr == FTS_NAMEONLY) sp->fts_options |= FTS_NAMEONLY;
	else sp->fts_options &= ~FTS_NAMEONLY;
	return sp->fts_child = build(sp, p, instr == FTS_NAMEONLY, 0);
}

int fts_set(FTS *sp, FTSENT *p, int instr)
{
	(void)sp;
	if (instr && instr != FTS_AGAIN && instr != FTS_FOLLOW && instr != FTS_NOINSTR && instr != FTS_SKIP) {
		errno = EINVAL;
		return 1;
	}
	p->fts_instr = instr;
	return 0;
}

int fts_close(FTS *sp)
{
	FTSENT *p = sp->fts_cur;
	/* Unvisited siblings hang off fts_link, ancestors off fts_parent;
	 * everything visited before was freed on the way. */
	while (p && p->fts_level >= FTS_ROOTLEVEL) {
		FTSENT *f = p;
		p = p->fts_link ? p->fts_link : p->fts_parent;
		free_ent(f);
	}
	if (p) free_ent(p);
	free_list(sp->fts_child);
	free(sp);
	return 0;
}
