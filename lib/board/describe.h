/* describe.h - a debugging aid: a cell's ray tables as text. */
#ifndef VC_DESCRIBE_H
#define VC_DESCRIBE_H

#include "board.h"

#include <stddef.h>

/* Name, rank, file and shade of `cell`, then one line per family with
 * rays from it, into buf (NUL-terminated when size > 0); returns the
 * whole length without the NUL. */
size_t vc_describe_cell(const struct vc_board *b, int cell, char *buf,
                        size_t size);

#endif
