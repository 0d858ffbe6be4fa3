#include <resolv.h>
#include <errno.h>
#include <string.h>

/* The BIND 8 message parser GNU programs use to walk an answer from
 * res_query. Every length is checked against the message end (EMSGSIZE). */

unsigned ns_get16(const unsigned char *p)
{
	return p[0] << 8 | p[1];
}

unsigned long ns_get32(const unsigned char *p)
{
	return (unsigned long)p[0] << 24 | p[1] << 16 | p[2] << 8 | p[3];
}

void ns_put16(unsigned v, unsigned char *p)
{
	p[0] = v >> 8;
	p[1] = v;
}

void ns_put32(unsigned long v, unsigned char *p)
{
	p[0] = v >> 24;
	p[1] = v >> 16;
	p[2] = v >> 8;
	p[3] = v;
}

int ns_skiprr(const unsigned char *p, const unsigned char *eom, ns_sect section, int count)
{
	const unsigned char *start = p;
	while (count-- > 0) {
		int n = dn_skipname(p, eom);
		if (n < 0) goto bad;
		p += n;
		if (eom - p < 4) goto bad;
		p += 4;
		if (section != ns_s_qd) {
			if (eom - p < 6) goto bad;
			int rdlen = p[4] << 8 | p[5];
			p += 6;
			if (eom - p < rdlen) goto bad;
			p += rdlen;
		}
	}
	return p - start;
bad:
	errno = EMSGSIZE;
	return -1;
}

static void setsection(ns_msg *h, ns_sect s)
{
	h->_sect = s;
	h->_rrnum = s == ns_s_max ? -1 : 0;
	h->_msg_ptr = s == ns_s_max ? 0 : h->_sections[s];
}

int ns_initparse(const unsigned char *msg, int len, ns_msg *h)
{
	const unsigned char *p = msg + NS_HFIXEDSZ, *eom = msg + len;
	if (len < NS_HFIXEDSZ) goto bad;
	h->_msg = msg;
	h->_eom = eom;
	h->_id = ns_get16(msg);
	h->_flags = ns_get16(msg + 2);
	for (int i = 0; i < ns_s_max; i++) h->_counts[i] = ns_get16(msg + 4 + 2 * i);
	for (int i = 0; i < ns_s_max; i++) {
		if (!h->_counts[i]) {
			h->_sections[i] = 0;
			continue;
		}
		h->_sections[i] = p;
		int n = ns_skiprr(p, eom, i, h->_counts[i]);
		if (n < 0) return -1;
		p += n;
	}
	if (p != eom) goto bad;
	setsection(h, ns_s_max);
	return 0;
bad:
	errno = EMSGSIZE;
	return -1;
}

int ns_parserr(ns_msg *h, ns_sect s, int rrnum, ns_rr *rr)
{
	if ((unsigned)s >= ns_s_max) {
		errno = ENODEV;
		return -1;
	}
	if (s != h->_sect) setsection(h, s);
	if (rrnum == -1) rrnum = h->_rrnum;
	if (rrnum < 0 || rrnum >= h->_counts[s]) {
		errno = ENODEV;
		return -1;
	}
	if (rrnum < h->_rrnum) setsection(h, s);
	if (rrnum > h->_rrnum) {
		int n = ns_skiprr(h->_msg_ptr, h->_eom, s, rrnum - h->_rrnum);
		if (n < 0) return -1;
		h->_msg_ptr += n;
		h->_rrnum = rrnum;
	}
	const unsigned char *p = h->_msg_ptr;
	int n = dn_expand(h->_msg, h->_eom, p, rr->name, NS_MAXDNAME);
	if (n < 0) goto bad;
	p += n;
	if (h->_eom - p < 4) goto bad;
	rr->type = ns_get16(p);
	rr->rr_class = ns_get16(p + 2);
	p += 4;
	if (s == ns_s_qd) {
		rr->ttl = 0;
		rr->rdlength = 0;
		rr->rdata = 0;
	} else {
		if (h->_eom - p < 6) goto bad;
		rr->ttl = ns_get32(p);
		rr->rdlength = ns_get16(p + 4);
		p += 6;
		if (h->_eom - p < rr->rdlength) goto bad;
		rr->rdata = p;
		p += rr->rdlength;
	}
	h->_msg_ptr = p;
	if (++h->_rrnum > h->_counts[s]) setsection(h, (ns_sect)(s + 1));
	return 0;
bad:
	errno = EMSGSIZE;
	return -1;
}

int ns_msg_getflag(ns_msg h, int flag)
{
	static const struct { unsigned short mask, shift; } f[ns_f_max] = {
		{ 0x8000, 15 }, { 0x7800, 11 }, { 0x0400, 10 }, { 0x0200, 9 }, { 0x0100, 8 },
		{ 0x0080, 7 }, { 0x0040, 6 }, { 0x0020, 5 }, { 0x0010, 4 }, { 0x000f, 0 },
	};
	if ((unsigned)flag >= ns_f_max) return 0;
	return (h._flags & f[flag].mask) >> f[flag].shift;
}

int ns_name_uncompress(const unsigned char *msg, const unsigned char *eom,
	const unsigned char *src, char *dst, size_t size)
{
	int n = dn_expand(msg, eom, src, dst, size > NS_MAXDNAME ? NS_MAXDNAME : (int)size);
	if (n < 0) {
		errno = EMSGSIZE;
		return -1;
	}
	if (!dst[0]) {
		if (size < 2) {
			errno = EMSGSIZE;
			return -1;
		}
		strcpy(dst, ".");
	}
	return n;
}
